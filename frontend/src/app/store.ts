import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { baseApi } from '../api/baseApi';
import { toastSlice } from '../features/toast/toastSlice';
import { uploadProgressSlice } from '../features/try-on/uploadProgressSlice';

const rootReducer = combineReducers({
  [baseApi.reducerPath]: baseApi.reducer,
  [toastSlice.name]: toastSlice.reducer,
  [uploadProgressSlice.name]: uploadProgressSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

export function makeStore() {
  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(baseApi.middleware),
  });
  // Lets queries that ask for it refetch on window focus and on reconnect.
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
