/** The cart calls of the load and fault runs, over real HTTP, with every answer tallied. */

export interface CartLineAnswer {
  id: number;
  count: number;
  catalogNumber: string;
  size: string;
}

export interface OrderAnswer {
  id: number;
  lines: CartLineAnswer[];
}

/** What came back: an envelope with its status, or no answer at all (connection refused or reset). */
export type Answer<T> = { status: number; code: string; data: T } | { status: 0; error: string };

/** Counts of answers by status class, for the run's figures. */
export class Tally {
  readonly byStatus = new Map<number, number>();
  /** Answers that were not the envelope (the contract says every answer is). */
  notEnvelope = 0;

  count(status: number): void {
    this.byStatus.set(status, (this.byStatus.get(status) ?? 0) + 1);
  }

  get serverErrors(): number {
    return [...this.byStatus].filter(([status]) => status >= 500).reduce((n, [, c]) => n + c, 0);
  }

  get noAnswer(): number {
    return this.byStatus.get(0) ?? 0;
  }

  get total(): number {
    return [...this.byStatus.values()].reduce((n, c) => n + c, 0);
  }
}

export class CartApi {
  constructor(
    private readonly origin: string,
    private readonly tally: Tally,
  ) {}

  private async call<T>(token: string, method: string, path: string, body?: unknown): Promise<Answer<T>> {
    let response: Response;
    try {
      response = await fetch(`${this.origin}/api/v1${path}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          'accept-language': 'zh-CN',
          ...(body !== undefined && { 'content-type': 'application/json' }),
        },
        ...(body !== undefined && { body: JSON.stringify(body) }),
      });
    } catch (error) {
      this.tally.count(0);
      return { status: 0, error: String(error) };
    }
    this.tally.count(response.status);
    const text = await response.text();
    try {
      const envelope = JSON.parse(text) as { code: string; data: T };
      return { status: response.status, code: envelope.code, data: envelope.data };
    } catch {
      this.tally.notEnvelope += 1;
      return { status: response.status, code: '', data: null as T };
    }
  }

  add(token: string, line: { catalogNumber: string; size: string }, count: number) {
    return this.call<CartLineAnswer>(token, 'POST', '/order/order', { ...line, count });
  }

  setCount(token: string, id: number, count: number) {
    return this.call<CartLineAnswer>(token, 'PUT', `/order/order/${id}`, { count });
  }

  remove(token: string, id: number) {
    return this.call<null>(token, 'DELETE', `/order/order/${id}`);
  }

  removeSeveral(token: string, ids: number[]) {
    return this.call<null>(token, 'DELETE', `/order/order/batch?idList=${ids.join(',')}`);
  }

  settle(token: string, ids: number[]) {
    return this.call<OrderAnswer>(token, 'PUT', '/order/order/clear', { idList: ids });
  }

  list(token: string) {
    return this.call<{ list: CartLineAnswer[] }>(token, 'GET', '/order/order?size=-1');
  }
}

/** A whole number in [min, max]. */
export function randomBetween(min: number, max: number): number {
  return min + Math.floor(Math.random() * (max - min + 1));
}

/** A random non-empty subset. */
export function someOf<T>(items: readonly T[]): T[] {
  const chosen = items.filter(() => Math.random() < 0.5);
  return chosen.length > 0 ? chosen : [items[randomBetween(0, items.length - 1)] as T];
}
