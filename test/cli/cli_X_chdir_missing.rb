# -X to a directory that does not exist: fatal, exit 1, before the script is read
p :not_reached
