# under -d the "Exception `CLASS' at FILE:LINE - MESSAGE" line of an exception
# raised at $SAFE 4 is not printed (1.8.7 writes it through $stderr, which
# the level refuses); at lower levels it is
t = Thread.new { $SAFE = 4; begin; raise "at4"; rescue; end; 1 }
p t.value
begin; raise "at0"; rescue; end
p :ok
