/** What other features use of the profile: TrainTN access (User Records offers it to directors and user managers). */
export { useTrainTnAccess } from './api/train-tn-access';
