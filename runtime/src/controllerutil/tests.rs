//! Owner references, finalizers and create-or-update on the fake API server.
