import { NextResponse, type NextRequest } from 'next/server';

const ON = new Set(['1', 'true', 'yes', 'on']);
/** Not pages: the API (it answers 503 itself, but for its health check), Next's assets, public files. */
const PASS_THROUGH = /^\/(?:api\/|_next\/|images\/|favicon|maintenance(?:$|\/))/;

/**
 * Maintenance mode (MAINTENANCE_MODE=1, read at request time): every page is answered by the
 * maintenance screen.
 */
export function proxy(request: NextRequest) {
  if (!ON.has((process.env.MAINTENANCE_MODE ?? '').toLowerCase())) return NextResponse.next();
  // Without a matcher, i18n routing would make '/' and '/fr' miss a path pattern; test here instead.
  if (PASS_THROUGH.test(request.nextUrl.pathname)) return NextResponse.next();
  const url = request.nextUrl.clone();
  url.pathname = '/maintenance';
  return NextResponse.rewrite(url);
}
