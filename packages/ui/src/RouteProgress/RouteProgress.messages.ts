import { defineMessages, type NoMessageValues } from 'react-intl';

/** @internal */
export const routeProgressMessages = defineMessages<{ label: NoMessageValues }>({
  label: {
    id: 'ui.RouteProgress.label',
    defaultMessage: 'Loading page',
    description: 'Accessible name of the page loading bar',
  },
});
