import { NextResponse, type NextRequest } from 'next/server';

const ON = new Set(['1', 'true', 'yes', 'on']);

/**
 * Maintenance mode (MAINTENANCE_MODE=1, read at request time): every page is answered by the
 * maintenance screen. The API answers 503 itself, except its health check.
 */
export function proxy(request: NextRequest) {
  if (!ON.has((process.env.MAINTENANCE_MODE ?? '').toLowerCase())) return NextResponse.next();
  const url = request.nextUrl.clone();
  url.pathname = '/maintenance';
  return NextResponse.rewrite(url);
}

export const config = {
  // Pages only: not the API, Next's assets, or the files in public/.
  matcher: ['/((?!api/|_next/|images/|favicon|maintenance).*)'],
};
