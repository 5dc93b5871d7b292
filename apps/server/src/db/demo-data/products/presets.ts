import type { ConstructSpec } from './build';

interface ReceptorOptions {
  cyno?: boolean;
  rhesus?: boolean;
  mouse?: boolean;
  rat?: boolean;
  canine?: boolean;
  /** FITC- and PE-labeled human protein for flow cytometry (CAR detection). */
  dye?: boolean;
  /** The Fc-Avi biotinylated form as well as the His-Avi one. */
  fcAvi?: boolean;
  extra?: ConstructSpec[];
}

/**
 * The usual line-up for a membrane-protein extracellular domain: His, Fc and biotinylated Avi
 * forms of the human protein, plus His and Fc forms of the species used in tox and efficacy studies.
 */
export function receptorLine(o: ReceptorOptions = {}): ConstructSpec[] {
  const out: ConstructSpec[] = ['human hek293 his', 'human hek293 hfc', 'human hek293 hisAvi biotin'];
  if (o.fcAvi) out.push('human hek293 fcAvi biotin');
  if (o.dye) out.push('human hek293 his fitc', 'human hek293 his pe');
  if (o.cyno) out.push('cynomolgus hek293 his', 'cynomolgus hek293 hfc');
  if (o.rhesus) out.push('rhesus hek293 his');
  if (o.mouse) out.push('mouse hek293 his', 'mouse hek293 mfc');
  if (o.rat) out.push('rat hek293 his');
  if (o.canine) out.push('canine hek293 his');
  return [...out, ...(o.extra ?? [])];
}
