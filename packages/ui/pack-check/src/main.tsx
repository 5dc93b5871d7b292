// A sister site's first screen, type-checked against the packed @storefront/ui (scripts/check-package.mjs):
// the peers are the app's own, and the types of the workspace packages the UI bundles (the toolbox's
// ProbeDesignInput, validation's catalog) come with the package. The subpaths are slices of the root: their
// types are the root's.
import {
  Button,
  type cartMachine,
  messages,
  ProbeDesignPanel,
  probeDesignDefaultValue,
  toProbeDesignInput,
  type UiLocale,
  validationMessages,
} from '@storefront/ui';
import type { cartMachine as machinesCartMachine } from '@storefront/ui/machines';
import { type ButtonProps, Button as PrimitiveButton } from '@storefront/ui/primitives';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import type { ActorRefFrom } from 'xstate';

const locale: UiLocale = 'en';

/** The app drives the UI's machines with its own xstate: one copy, so its actor refs are the UI's. */
export type CartActor = ActorRefFrom<typeof cartMachine>;
/** The subpaths' declarations are usable where the root's are expected (dist/types/ holds what they share). */
export const subpathCartActor: CartActor | null = null as ActorRefFrom<typeof machinesCartMachine> | null;
export const subpathButton: typeof Button = PrimitiveButton;
const linkProps: ButtonProps = { href: '/cart', children: 'Cart' };

const probeInput = toProbeDesignInput(probeDesignDefaultValue);

function App() {
  return (
    <IntlProvider locale={locale} messages={{ ...validationMessages[locale], ...messages[locale] }}>
      <Button variant="primary" onClick={() => console.info(probeInput.sequence.length)}>
        Design a probe
      </Button>
      <PrimitiveButton {...linkProps} />
      <ProbeDesignPanel defaultValue={probeDesignDefaultValue} />
    </IntlProvider>
  );
}

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
