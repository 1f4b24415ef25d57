//! The manager's servers and leader election, on the fake API server.
