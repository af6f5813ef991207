// Reporters: see the files of this module.
