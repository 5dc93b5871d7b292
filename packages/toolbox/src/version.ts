/**
 * Version of the toolbox's maths, recorded in every export (CSV, PDF) so that a result can be
 * traced to the formulas and constants that produced it. Bump the minor version when a constant
 * or formula changes results, the major version when inputs or outputs change shape.
 */
export const CALCULATOR_VERSION = '1.0.0';
