import { describe, expect, it } from 'vitest';
import * as toolbox from './index';

describe('public API', () => {
  it('exports exactly these values (a change here is a deliberate API change)', () => {
    expect(Object.keys(toolbox).sort()).toMatchInlineSnapshot(`
      [
        "AVERAGE_ATOMIC_MASS",
        "BASE_MODIFICATIONS",
        "CALCULATOR_VERSION",
        "CAP_ANALOGS",
        "ELEMENT_ORDER",
        "KIT_CONSTANTS",
        "KIT_FACTS",
        "MAX_SEQUENCE_LENGTH",
        "MONOISOTOPIC_ATOMIC_MASS",
        "PROBE_DESIGN_RULES",
        "PROBE_INPUT_LIMITS",
        "RESIDUE_FORMULAS",
        "addFormulas",
        "averageMass",
        "calculateReactionSystem",
        "complement",
        "computeFragmentMasses",
        "designProbe",
        "formatFormula",
        "formula",
        "gcPercent",
        "isWatsonCrickPair",
        "molarMass",
        "monoisotopicMass",
        "normaliseSequence",
        "parseSequence",
        "pmolPerMicrolitre",
        "residueSum",
        "reverseComplement",
        "roundTo",
        "toDna",
        "toRna",
      ]
    `);
  });

  it('exports a semver calculator version', () => {
    expect(toolbox.CALCULATOR_VERSION).toMatch(/^\d+\.\d+\.\d+$/);
  });
});
