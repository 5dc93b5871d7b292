import type { BaseModification, CapAnalog, MassValue, Species, SpeciesKind } from '@storefront/toolbox';
import type { IntlShape, MessageDescriptor } from 'react-intl';
import { fragmentMassPanelMessages as m } from './FragmentMassPanel.messages';

/** Product names of the cap analogs: trade names, the same in every language. */
export const capAnalogNames: Readonly<Record<CapAnalog, string>> = {
  m7GpppG: 'm7GpppG',
  ARCA: 'ARCA',
  CleanCapAG: 'CleanCap AG',
  CleanCapAG3OMe: 'CleanCap AG 3′-OMe',
};

export const modificationMessages: Readonly<Record<BaseModification, MessageDescriptor>> = {
  none: m.modificationNone,
  psi: m.modificationPsi,
  m1psi: m.modificationMethylPsi,
  '5moU': m.modificationFiveMoU,
  '5mC': m.modificationFiveMc,
  m6A: m.modificationMethylA,
};

/** Every species kind of @storefront/toolbox; a new kind fails the type check until it is worded. */
export const speciesMessages: Readonly<Record<Exclude<SpeciesKind, 'analog'>, MessageDescriptor>> = {
  pppN: m.speciesPppN,
  GpppN: m.speciesGpppN,
  cap0: m.speciesCapZero,
  cap1: m.speciesCapOne,
};

export function speciesLabel(intl: IntlShape, species: Pick<Species, 'kind' | 'notation'>): string {
  return species.kind === 'analog'
    ? intl.formatMessage(m.speciesAnalog, { notation: species.notation })
    : intl.formatMessage(speciesMessages[species.kind]);
}

/** Masses as mass spectrometry software shows them: two decimals, no grouping (they get copied). */
export function formatMass(intl: IntlShape, mass: number): string {
  return intl.formatNumber(mass, { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false });
}

export type MassVariant = 'productMinus1' | 'product' | 'productPlus1';

export const variantMessages: Readonly<Record<MassVariant, MessageDescriptor>> = {
  productMinus1: m.variantShorter,
  product: m.variantMain,
  productPlus1: m.variantLonger,
};

export function variantLabel(intl: IntlShape, variant: MassVariant, mass: MassValue): string {
  return intl.formatMessage(variantMessages[variant], { length: intl.formatNumber(mass.length) });
}
