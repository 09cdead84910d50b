// Trainers enrolling people (spec 3 §2 "Search Users enrollment (trainer)"; issue 24): what other parts of
// the app may use of it (the route table loads its page through route-pages.ts).
export { EnrollStudentsPage } from './enroll-students-page';
