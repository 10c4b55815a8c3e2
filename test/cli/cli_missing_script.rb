# a script that does not exist
