// Intentionally empty: ICU's own headers are included by the shim's .cpp files only.
