import { ok } from '../http/envelope.js';
import type { Operations } from '../http/operations.js';
import { toolboxBodyFields } from './calculate.js';
import type { ToolboxService } from './service.js';

/**
 * Two 100,000 nt sequences typed with line breaks, and room for the rest; a larger body is refused
 * with E0002 before it is parsed.
 */
export const CALCULATOR_BODY_LIMIT = 512 * 1024;

/** `POST /calculator` (issue 5): the full toolbox result for a logged-in user (bearerAuth). */
export function toolboxOperations(service: ToolboxService): Operations {
  return {
    calculate: {
      bodyLimit: CALCULATOR_BODY_LIMIT,
      config: { bodyFields: toolboxBodyFields },
      async handler({ ctx, body }) {
        return ok(await service.calculate(ctx, body), ctx.lang);
      },
    },
  };
}
