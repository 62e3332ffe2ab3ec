/**
 * How many pages one client may have rendered per minute: a page the read model
 * already holds costs nothing, but every new address (`/news/x1`, `/news/x2`, … all render the
 * 404 page) makes the server run React. A token bucket per client address, in this process's
 * memory (rendering costs this process's CPU), refilled evenly; at most `maxClients` addresses are
 * remembered, the longest idle forgotten first.
 */
export class RenderBudget {
  private readonly clients = new Map<string, { tokens: number; at: number }>();

  constructor(
    private readonly perMinute: number,
    private readonly maxClients = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Takes one render for `client`: true when it may, else the milliseconds until it may again.
   */
  take(client: string): true | number {
    const now = this.now();
    const refillPerMs = this.perMinute / 60_000;
    const held = this.clients.get(client);
    let tokens = this.perMinute;
    if (held) {
      tokens = Math.min(this.perMinute, held.tokens + (now - held.at) * refillPerMs);
      this.clients.delete(client);
    } else if (this.clients.size >= this.maxClients) {
      const idlest = this.clients.keys().next().value;
      if (idlest !== undefined) this.clients.delete(idlest);
    }
    // Re-inserted: the Map's order is then the order of last use.
    if (tokens < 1) {
      this.clients.set(client, { tokens, at: now });
      return Math.ceil((1 - tokens) / refillPerMs);
    }
    this.clients.set(client, { tokens: tokens - 1, at: now });
    return true;
  }
}
