import '@storefront/ui/tokens.css';
import './brand.css';
import { ToastProvider } from '@storefront/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import { App } from './App';
import { catalog } from './catalog';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

createRoot(root).render(
  <StrictMode>
    <IntlProvider locale="de" defaultLocale="en" messages={catalog}>
      <ToastProvider>
        <App />
      </ToastProvider>
    </IntlProvider>
  </StrictMode>,
);
