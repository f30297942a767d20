import type { EndpointRoute } from '../../../http/endpoint-route';
import adminCandidateDelete from './admin-candidate-delete';
import adminCandidateSave from './admin-candidate-save';
import adminElection from './admin-election';
import adminElectionList from './admin-election-list';
import adminElectionSave from './admin-election-save';
import adminPlaceDelete from './admin-place-delete';
import adminPlaceMove from './admin-place-move';
import adminPlaceSave from './admin-place-save';
import adminPositionDelete from './admin-position-delete';
import adminPositionMove from './admin-position-move';
import adminPositionSave from './admin-position-save';
import election from './election';

export const infoElectionRoutes: EndpointRoute[] = [
  election,
  adminElectionList,
  adminElectionSave,
  adminElection,
  adminPositionSave,
  adminPositionMove,
  adminPositionDelete,
  adminCandidateSave,
  adminCandidateDelete,
  adminPlaceSave,
  adminPlaceMove,
  adminPlaceDelete,
];
