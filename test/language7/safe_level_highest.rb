# of several -T switches the highest level wins
p $SAFE
