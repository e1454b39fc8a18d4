import { Query } from '@nestjs/cqrs';
import type {
  GapItemView,
  OpenAnswersView,
  ResultItemView,
  ResultsDropdownGroup,
  ResultsStatusView,
  StatOption,
  StatType,
  TrendView,
} from '@gc/contracts';
import type { AuthenticatedUser } from '../../identity';

/** The results' read side: what can be asked (one handler file per use case beside). */
export class ResultsDropdownQuery extends Query<ResultsDropdownGroup[]> {
  constructor(
    readonly user: AuthenticatedUser,
    readonly clientId: string,
  ) {
    super();
  }
}
export class StatsQuery extends Query<ResultItemView[]> {
  constructor(
    readonly user: AuthenticatedUser,
    readonly clientId: string,
    readonly type: StatType,
    readonly main: StatOption,
    readonly comparison: StatOption,
    readonly reflectionId: string | undefined,
    /** the results as they were then (administrators; the audit) */
    readonly at?: Date,
    /** administrators: whose results 'My Results' shows */
    readonly receiverId?: string,
  ) {
    super();
  }
}
export class ResultsStatusQuery extends Query<ResultsStatusView> {
  constructor(
    readonly user: AuthenticatedUser,
    readonly clientId: string,
    readonly reflectionId: string,
  ) {
    super();
  }
}
export class OpenAnswersQuery extends Query<OpenAnswersView[]> {
  constructor(
    readonly user: AuthenticatedUser,
    readonly clientId: string,
    readonly reflectionId: string,
  ) {
    super();
  }
}
export class GapsQuery extends Query<GapItemView[]> {
  constructor(
    readonly user: AuthenticatedUser,
    readonly clientId: string,
    readonly reflectionId: string,
  ) {
    super();
  }
}
export class TrendsQuery extends Query<TrendView> {
  constructor(
    readonly user: AuthenticatedUser,
    readonly clientId: string,
    readonly teamId: string,
    readonly type: StatType,
  ) {
    super();
  }
}
