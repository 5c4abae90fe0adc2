import { crudJourney } from './hr-crud';

// One new employee, then their assignment, attendance, leave, mission, project and salary.
crudJourney('the people areas, as a user goes through them', ['employee', 'assignment', 'attendance', 'leave', 'mission', 'projet', 'salary']);
