import { type ApiClient, type Captcha, unwrap } from '@storefront/api-client';
import { useCallback, useEffect, useState } from 'react';

/**
 * The image captcha an SMS code needs (GET /kaptcha), asked in the browser once `enabled`: it is
 * single-use and personal, so the server never renders one. `refresh` asks for a new image; while one
 * loads, and after a failure (logged), `captcha` is undefined and the form's refresh button asks again.
 */
export function useCaptcha(api: ApiClient, enabled = true) {
  const [captcha, setCaptcha] = useState<Captcha | undefined>(undefined);
  const refresh = useCallback(() => {
    setCaptcha(undefined);
    unwrap(api.GET('/kaptcha'))
      .then(setCaptcha)
      .catch((error: unknown) => {
        console.error('[web] captcha failed:', error);
      });
  }, [api]);
  useEffect(() => {
    if (enabled) refresh();
  }, [enabled, refresh]);
  return { captcha, refresh };
}
