import { createRouter } from '../lib/create-app';
import {
  changePasswordHandler,
  deleteAccountHandler,
  getPersonalInfoHandler,
  getPhotoHandler,
  personalInfoHandler,
  updateUserHandler,
  uploadPhotoHandler,
} from './account.handlers';
import {
  changePasswordRoute,
  deleteAccountRoute,
  getPersonalInfoRoute,
  getPhotoRoute,
  personalInfoRoute,
  updateUserRoute,
  uploadPhotoRoute,
} from './account.routes';

/** Account settings: every handler acts on the session's own user, never on an id from the request. */
export const accountRouter = createRouter()
  .openapi(getPersonalInfoRoute, getPersonalInfoHandler)
  .openapi(personalInfoRoute, personalInfoHandler)
  .openapi(changePasswordRoute, changePasswordHandler)
  .openapi(updateUserRoute, updateUserHandler)
  .openapi(uploadPhotoRoute, uploadPhotoHandler)
  .openapi(getPhotoRoute, getPhotoHandler)
  .openapi(deleteAccountRoute, deleteAccountHandler);
