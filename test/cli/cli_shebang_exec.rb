#!/bin/echo hello  there
# a #! line without "ruby": 1.8.7 runs that program instead, with the rest
# of the line as one argument, then its own arguments
p 1
