// A sister site's first screen, type-checked against the packed @storefront/ui (scripts/check-package.mjs):
// the peers are the app's own, and the types of the workspace packages the UI bundles (the toolbox's
// ProbeDesignInput, validation's catalog) come with the package.
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
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import type { ActorRefFrom } from 'xstate';

const locale: UiLocale = 'en';

/** The app drives the UI's machines with its own xstate: one copy, so its actor refs are the UI's. */
export type CartActor = ActorRefFrom<typeof cartMachine>;

const probeInput = toProbeDesignInput(probeDesignDefaultValue);

function App() {
  return (
    <IntlProvider locale={locale} messages={{ ...validationMessages[locale], ...messages[locale] }}>
      <Button variant="primary" onClick={() => console.info(probeInput.sequence.length)}>
        Design a probe
      </Button>
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
