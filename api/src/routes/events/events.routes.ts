import { PassThrough } from 'node:stream';
import Router from '@koa/router';
import { ADMIN_EVENTS_RESET, type AdminEvent } from '@vb/shared/events';
import type { Role } from '@vb/shared/roles';
import type { AppRouter, AppState, Deps } from '../../deps';
import { actorOf, auth } from '../../http/auth';
import { answersWith } from '../../http/answers';
import { HttpError } from '../../http/errors';

/** Past this much unsent text a stream's reader is too slow: it is closed and reconnects. */
const MAX_BACKLOG_BYTES = 256 * 1024;

/** One Server-Sent Event. Data is JSON (no line breaks), ids and names are ours. */
const frame = (name: string, id: string | undefined, data: unknown) =>
  `${id === undefined ? '' : `id: ${id}\n`}event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;

/**
 * GET /api/admin/events: the live feed (Server-Sent Events) of the changes the person may see,
 * for the web admin's cookie or the desktop console's token. It opens with `ready` (its id is the
 * feed's position) or, for a client that reconnects with `Last-Event-ID`, the events it missed
 * (or `reset` when too far behind); then each change as it is read, and a heartbeat comment now
 * and then, when the session is checked again: a session ended or expired ends the stream. A
 * change to the person's account (disabled, roles, a session ended), made on any instance, has
 * the session checked again at once. A person has at most EVENTS_MAX_STREAMS_PER_PERSON open
 * on an instance (429 past it).
 */
/** Whether two lists hold the same roles, in any order. */
const sameRoles = (a: readonly Role[], b: readonly Role[]) =>
  a.length === b.length && a.every((role) => b.includes(role));

export function adminEventRoutes({ config, sessions, feed, logger }: Deps): AppRouter {
  const router: AppRouter = new Router<AppState>();
  const { heartbeatMs, maxStreams, maxStreamsPerPerson } = config.events;

  const stream = answersWith({
    type: 'text/event-stream',
    description:
      'Server-sent events: what changed for this person (see shared/src/events.ts), a heartbeat comment, and a reset when events were missed',
  });
  router.get('/events', auth(sessions, 'summary'), stream, async (ctx) => {
    if (feed.size >= maxStreams)
      throw new HttpError(503, 'service_unavailable', 'Too many live connections: try again soon');
    // One person's tabs and consoles cannot take the instance's streams from everyone else.
    if (feed.openFor(actorOf(ctx).user.id) >= maxStreamsPerPerson)
      throw new HttpError(
        429,
        'too_many_requests',
        'Too many live connections for this account: close another admin window',
      );
    ctx.type = 'text/event-stream';
    // Proxies that buffer answers (nginx) pass this one on as it is written.
    ctx.set('X-Accel-Buffering', 'no');
    // HEAD: the headers a stream would have, and no stream.
    if (ctx.method === 'HEAD') {
      ctx.status = 200;
      return;
    }
    let actor = actorOf(ctx);
    const since = ctx.get('last-event-id') || undefined;
    const stream = new PassThrough();
    let ended = false;
    // Set once the feed has the stream; `end` may run before (a slow reader during the catch-up).
    let stop = () => {};
    const end = () => {
      if (ended) return;
      ended = true;
      clearInterval(heartbeat);
      stop();
      stream.end();
    };
    const write = (text: string) => {
      if (ended) return;
      if (stream.writableLength > MAX_BACKLOG_BYTES) {
        logger.info('admin feed: a slow reader was disconnected', { userId: actor.user.id });
        end();
        return;
      }
      stream.write(text);
    };
    const recheck = () =>
      sessions.recheck(actor).then(
        (current) => {
          // Signed out, expired, disabled, or with other roles: over. After a role change the
          // client reconnects and reads its lists again under the new roles, rather than keep
          // items a role it lost had shown.
          if (
            current &&
            !current.mustSetUpTwoFactor &&
            sameRoles(current.user.roles, actor.user.roles)
          )
            actor = { ...current, client: actor.client };
          else end();
        },
        () => undefined,
      );
    const heartbeat = setInterval(() => {
      write(': heartbeat\n\n');
      void recheck();
    }, heartbeatMs);
    heartbeat.unref();

    const listening = await feed.listen(
      {
        userId: actor.user.id,
        roles: () => actor.user.roles,
        recheck,
        deliver: (id: string, event: AdminEvent) => write(frame(event.type, id, event)),
        end,
      },
      since,
    );
    stop = listening.stop;
    if (ended) stop();
    // The client may have gone while the missed events were read.
    if (ctx.req.destroyed || ctx.res.destroyed) end();
    ctx.req.socket.setTimeout(0);
    ctx.req.socket.setNoDelay(true);
    // The reader went away (or the answer ended): stop listening.
    ctx.res.on('close', end);
    stream.on('close', end);
    ctx.status = 200;
    // Reconnect after 2 s; then the position, or the reset, before any event. Through `write`:
    // a reader gone during the catch-up has ended the stream, and a write after its end would be
    // an unhandled stream error that stops the process.
    write('retry: 2000\n\n');
    if (listening.reset) write(frame(ADMIN_EVENTS_RESET, listening.position, {}));
    else if (!since) write(frame('ready', listening.position, {}));
    ctx.body = stream;
  });
  return router;
}
