/**
 * Whether this browser already lets the site read the position (the Permissions API): a
 * returning visitor who granted it sees their position at start, as on Google Maps, without a
 * prompt. Any other answer, or a browser without the API, is « not granted ».
 */

/** The part of the browser the query needs. */
export interface PermissionsHost {
  permissions?: Pick<Permissions, 'query'> | undefined;
}

/** True when the geolocation permission is granted already; never throws. */
export async function geolocationGranted(host: PermissionsHost): Promise<boolean> {
  if (!host.permissions) return false;
  try {
    const status = await host.permissions.query({ name: 'geolocation' });
    return status.state === 'granted';
  } catch {
    return false;
  }
}
