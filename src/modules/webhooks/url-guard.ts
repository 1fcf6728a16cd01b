// SSRF guard for webhook targets (docs/security.md §5): used when a URL is saved and again before every
// attempt, whose connection then goes to the address checked here (no second DNS lookup to rebind).
import dns from 'node:dns';
import net from 'node:net';
import ipaddr from 'ipaddr.js';

export interface ResolvedAddress {
  address: string;
  family: number;
}

/** Every address of a host name (A and AAAA); injected so tests can make a name resolve anywhere. */
export type Resolve = (hostname: string) => Promise<ResolvedAddress[]>;

/** Where an allowed URL is sent: the checked address, and the original name for Host, SNI and the certificate. */
export interface Target {
  url: URL;
  address: string;
  family: 4 | 6;
  port: number;
  /** TLS server name: the host name, or '' for an IP literal (SNI never carries an address). */
  servername: string;
}

export type GuardResult = { ok: true; target: Target } | { ok: false; reason: string };

export interface UrlGuard {
  check(rawUrl: string): Promise<GuardResult>;
}

/** The one text shown or stored for any address-based refusal, so it reveals nothing about internal hosts or ports. */
export const DESTINATION_NOT_ALLOWED = 'destination not allowed';

const RESOLVE_TIMEOUT_MS = 5000;
const GLOBAL_UNICAST_V6 = ipaddr.IPv6.parseCIDR('2000::/3');

export const systemResolve: Resolve = (hostname) => dns.promises.lookup(hostname, { all: true, verbatim: true });

/**
 * Public means ipaddr.js calls it unicast after unwrapping IPv4-mapped IPv6, and for IPv6 also that it lies in
 * 2000::/3: ipaddr.js calls the deprecated IPv4-compatible form (::7f00:1) and unallocated space unicast too.
 */
export function isPublicAddress(ip: string): boolean {
  if (!net.isIP(ip)) return false;
  const addr = ipaddr.process(ip);
  if (addr.range() !== 'unicast') return false;
  return addr.kind() === 'ipv4' || addr.match(GLOBAL_UNICAST_V6);
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('lookup timed out')), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * HTTPS only, no credentials in the URL, port 443 or above 1023; the canonical host (WHATWG URL, which
 * normalises every numeric IPv4 trick) must be a public IP literal or a name whose addresses are ALL public.
 * Host names in allowHosts skip the address and port checks (internal receivers, tests), nothing else.
 */
export function createUrlGuard({
  allowHosts,
  resolve = systemResolve,
}: {
  allowHosts: readonly string[];
  resolve?: Resolve;
}): UrlGuard {
  const allowed = new Set(allowHosts.map((h) => h.toLowerCase()));
  const refuse = (reason: string): GuardResult => ({ ok: false, reason });

  return {
    async check(rawUrl) {
      let url: URL;
      try {
        url = new URL(rawUrl);
      } catch {
        return refuse('url must be a valid absolute URL');
      }
      if (url.protocol !== 'https:') return refuse('url must use https');
      if (url.username || url.password) return refuse('url must not contain credentials');
      const host = url.hostname;
      if (!host) return refuse('url must name a host');
      const bare = host.startsWith('[') ? host.slice(1, -1) : host;
      const exempt = allowed.has(host) || allowed.has(bare);
      const port = url.port ? Number(url.port) : 443;
      if (!exempt && port !== 443 && port < 1024) return refuse('url port must be 443 or above 1023');

      const literal = net.isIP(bare);
      if (literal) {
        if (!exempt && !isPublicAddress(bare)) return refuse(DESTINATION_NOT_ALLOWED);
        return { ok: true, target: { url, address: bare, family: literal as 4 | 6, port, servername: '' } };
      }
      let addresses: ResolvedAddress[];
      try {
        addresses = await withTimeout(resolve(bare), RESOLVE_TIMEOUT_MS);
      } catch {
        return refuse(DESTINATION_NOT_ALLOWED);
      }
      const usable = addresses.filter((a) => net.isIP(a.address));
      if (!usable.length || usable.length !== addresses.length) return refuse(DESTINATION_NOT_ALLOWED);
      // One non-public address spoils the name: the connection could land on any of them.
      if (!exempt && usable.some((a) => !isPublicAddress(a.address))) return refuse(DESTINATION_NOT_ALLOWED);
      const first = usable[0]!;
      return {
        ok: true,
        target: { url, address: first.address, family: net.isIP(first.address) as 4 | 6, port, servername: bare },
      };
    },
  };
}
