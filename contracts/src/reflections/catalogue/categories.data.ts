import type { QuestionCategory } from './catalogue.types';

/**
 * The question categories (GET /categories). A category groups questions on the results page; its question_types
 * say which types of question may use it (validateCatalogue checks both directions).
 */
export const CATEGORIES: readonly QuestionCategory[] = [
  {
    category_id: 'customer-obsession',
    category_name: 'Customer Obsession',
    description: 'Keeping decisions anchored in direct, recent contact with the customers the venture serves.',
    question_types: ['MINDSET'],
  },
  {
    category_id: 'learning-velocity',
    category_name: 'Learning Velocity',
    description: 'How quickly evidence and feedback are sought, accepted and turned into changes in what people do.',
    question_types: ['MINDSET'],
  },
  {
    category_id: 'ownership',
    category_name: 'Ownership and Accountability',
    description:
      'Taking responsibility for outcomes, keeping commitments, and knowing clearly who owns which work and decision.',
    question_types: ['MINDSET', 'TEAM_DYNAMIC'],
  },
  {
    category_id: 'resilience',
    category_name: 'Resilience',
    description:
      'Staying effective and steady through setbacks, pressure and uncertainty over the long life of a venture.',
    question_types: ['MINDSET'],
  },
  {
    category_id: 'customer-discovery',
    category_name: 'Customer Discovery',
    description:
      'Finding the right customers to learn from and learning from them well through interviews and synthesis.',
    question_types: ['SKILL_VALIDATE'],
  },
  {
    category_id: 'problem-validation',
    category_name: 'Problem and Market Validation',
    description: 'Establishing that a real, costly problem exists for enough customers who will pay to have it solved.',
    question_types: ['SKILL_VALIDATE'],
  },
  {
    category_id: 'experimentation',
    category_name: 'Experimentation and Evidence',
    description: 'Testing the riskiest assumptions with cheap, well-designed experiments and measuring what matters.',
    question_types: ['SKILL_VALIDATE', 'SKILL_BUILD'],
  },
  {
    category_id: 'product-delivery',
    category_name: 'Product Delivery',
    description: 'Scoping, shipping and improving a product that gets customers to value quickly and keeps them.',
    question_types: ['SKILL_BUILD'],
  },
  {
    category_id: 'go-to-market',
    category_name: 'Go-to-Market',
    description:
      'Positioning the product, selling it and finding channels that bring in customers at a sustainable cost.',
    question_types: ['SKILL_BUILD'],
  },
  {
    category_id: 'company-building',
    category_name: 'Company Building',
    description:
      'Building the team and managing the money so the venture reaches its next milestone and funding decision.',
    question_types: ['SKILL_BUILD'],
  },
  {
    category_id: 'sponsorship',
    category_name: 'Sponsorship',
    description:
      'Giving a venture strategic purpose, leadership support, committed resources, room to move and timely decisions.',
    question_types: ['SKILL_EXEC_SPONSOR'],
  },
  {
    category_id: 'removing-blockers',
    category_name: 'Removing Blockers',
    description:
      "Clearing the organizational obstacles a venture cannot clear alone and opening access to the organization's assets.",
    question_types: ['SKILL_EXEC_SPONSOR', 'SKILL_OS_TEAM'],
  },
  {
    category_id: 'portfolio-governance',
    category_name: 'Portfolio Governance',
    description: 'Funding, advancing, redirecting and stopping ventures on evidence against criteria known in advance.',
    question_types: ['SKILL_EXEC_SPONSOR', 'SKILL_OS_TEAM'],
  },
  {
    category_id: 'operating-cadence',
    category_name: 'Operating Cadence',
    description:
      'The rhythm of reviews, reporting, sponsor engagement and shared learning that keeps a venture portfolio moving.',
    question_types: ['SKILL_OS_TEAM'],
  },
  {
    category_id: 'venture-support',
    category_name: 'Venture Support',
    description:
      'Coaching venture teams, equipping them with methods and tools, and staffing them with the right people.',
    question_types: ['SKILL_OS_TEAM', 'SKILL_EXEC_SPONSOR'],
  },
  {
    category_id: 'trust',
    category_name: 'Trust and Safety',
    description: 'Whether team members can rely on each other and speak up, admit mistakes and raise bad news safely.',
    question_types: ['TEAM_DYNAMIC'],
  },
  {
    category_id: 'conflict-and-decisions',
    category_name: 'Conflict and Decision Making',
    description: 'How the team debates, reaches clear decisions on time and commits to them once they are made.',
    question_types: ['TEAM_DYNAMIC'],
  },
  {
    category_id: 'communication',
    category_name: 'Communication',
    description: 'How information flows within the team and how well its members listen to one another.',
    question_types: ['TEAM_DYNAMIC'],
  },
  {
    category_id: 'reflection',
    category_name: 'Reflection',
    description: 'Written observations, examples and requests that scores alone cannot capture.',
    question_types: ['OPEN'],
  },
];
