/** People are greeted by their first name, as a colleague would (the dashboard's 'Hi {name}!', the mentor's greeting). */
export function firstName(name: string | undefined): string {
  return name?.trim().split(/\s+/)[0] ?? '';
}
