import type { ReactionAdvice, ReactionAdviceCode, ReactionComponent } from '@storefront/toolbox';
import { KIT_CONSTANTS } from '@storefront/toolbox';
import type { IntlShape, MessageDescriptor } from 'react-intl';
import { formatParams } from '../internal/ToolboxForm';
import { reactionSystemPanelMessages as m } from './ReactionSystemPanel.messages';

/** Every reaction advice code of @storefront/toolbox; a new code fails the type check until it is worded. */
export const reactionAdviceMessages: Readonly<Record<ReactionAdviceCode, MessageDescriptor>> = {
  concentrateSample: m.adviceConcentrateSample,
  concentrateProbe: m.adviceConcentrateProbe,
  smallPipettingVolume: m.adviceSmallPipettingVolume,
};

export function componentLabel(intl: IntlShape, component: ReactionComponent): string {
  switch (component) {
    case 'mrna':
      return intl.formatMessage(m.componentMrna);
    case 'probe':
      return intl.formatMessage(m.componentProbe);
    case 'buffer':
      return intl.formatMessage(m.componentBuffer, {
        strength: intl.formatNumber(KIT_CONSTANTS.bufferStrength.value),
      });
    case 'rnaseH':
      return intl.formatMessage(m.componentRnaseH);
    case 'water':
      return intl.formatMessage(m.componentWater);
  }
}

export function formatReactionAdvice(intl: IntlShape, advice: ReactionAdvice): string {
  const labels: Record<string, string> = {
    mrna: componentLabel(intl, 'mrna'),
    probe: componentLabel(intl, 'probe'),
  };
  return intl.formatMessage(reactionAdviceMessages[advice.code], formatParams(intl, advice.params, labels));
}
