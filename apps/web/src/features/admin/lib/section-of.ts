// Pages that are not sections themselves belong to the section an admin came
// from: a student's edit, bill, calls and results pages to the students, an
// exam's results and its edit to the exams, an admin's edit to the admins.
const belongsTo: [prefix: string, section: string][] = [
  ['/admin/edit-user/', '/admin/users'],
  ['/admin/user-bill/', '/admin/users'],
  ['/admin/user-bills/', '/admin/users'],
  ['/admin/user-calls/', '/admin/users'],
  ['/admin/user-results/', '/admin/users'],
  ['/admin/exam-results/', '/admin/exams'],
  ['/admin/exam-form/', '/admin/exams'],
  ['/admin/admin-form/', '/admin/admins'],
  ['/admin/admin-password/', '/admin/admins'],
];

/** The menu section to mark for a location, among the sections the admin has. */
export function sectionOf(pathname: string, sections: readonly string[]): string {
  const owner = belongsTo.find(([prefix]) => pathname.startsWith(prefix))?.[1];
  if (owner && sections.includes(owner)) return owner;
  // The longest section path that prefixes the location, so /admin/videos/1 marks "videos".
  const matches = sections.filter((key) => pathname === key || pathname.startsWith(`${key}/`));
  return [...matches].sort((a, b) => b.length - a.length)[0] ?? '/admin';
}
