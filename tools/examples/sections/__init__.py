"""One module per screen section, in index.json's order. Each module holds what only its screens
read: BUILDERS (file name → builder of the Context), STATES, and APPENDED_STATES where it has
states appended after every section's named ones."""
