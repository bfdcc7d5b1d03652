/**
 * The one way a view reads the consent (issue 15): through the consent actor, never from the
 * cookie. `useConsentGranted('tracking')`, `useVendorAllowed('analytics')`.
 */
import { useSelector } from '@xstate/react';
import type { VendorId } from '../../domain/consent/consent-config';
import { allows, granted, type Choice } from '../../domain/consent/consent';
import { useAppSystem } from '../app-context';

/** True once the user granted `choice`. */
export function useConsentGranted(choice: Choice): boolean {
  return useSelector(useAppSystem().consent, (s) => granted(s.context.consent, choice));
}

/** True once the user allowed `vendor` and every purpose it needs. */
export function useVendorAllowed(vendor: VendorId): boolean {
  return useSelector(useAppSystem().consent, (s) => allows(s.context.consent, vendor));
}
