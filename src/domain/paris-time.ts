/** Wall-clock time in Europe/Paris, the time of the French networks and of « partir maintenant ». */

/** Date (YYYY-MM-DD) and time (HH:MM) of an instant in Europe/Paris, the networks' time. */
export function parisParts(at: Date): { date: string; time: string } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Paris',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const get = (type: string): string => parts.find((p) => p.type === type)?.value ?? '00';
  return {
    date: `${get('year')}-${get('month')}-${get('day')}`,
    time: `${get('hour')}:${get('minute')}`,
  };
}

/** The current wall-clock time in Europe/Paris, YYYY-MM-DDTHH:MM. */
export function parisNow(date = new Date()): string {
  const { date: day, time } = parisParts(date);
  return `${day}T${time}`;
}
