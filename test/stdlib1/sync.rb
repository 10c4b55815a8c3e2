$stdout.sync = true
require "sync"
def st(s) [s.sync_mode, s.sync_ex_count, s.sync_sh_locker.size, s.sync_ex_locker == Thread.current] end
def e; yield; rescue Exception; [$!.class, $!.message.sub(/0x[0-9a-f]+/, '')]; end
p Sync_m.instance_methods.sort, Sync_m.singleton_methods.sort, Sync_m.constants.sort, Sync.ancestors, Synchronizer_m, Synchronizer, Sync_m::Err.singleton_methods.sort, Sync_m::Err.ancestors, Sync_m::Err::UnknownLocker.superclass, Sync_m::Err::LockModeFailer.superclass, Sync_m::Err::UnknownLocker::Message, Sync_m::Err::LockModeFailer::Message, Sync_m::UN, Sync_m::EX, Sync_m::SH, Sync_m::RCS_ID
p Sync.instance_methods(false).sort
s = Sync.new; p st(s), s.sync_locked?, s.sync_shared?, s.sync_exclusive?
p s.lock(Sync::SH).class, st(s), s.shared?, s.locked?
s.lock(:EX); p st(s); s.unlock; p st(s)
p s.try_lock(:EX), st(s), s.exclusive?; s.unlock(:EX); p st(s)
p s.synchronize(:SH){ st(s) }
s.unlock; p st(s)
p e{ s.lock(:XX) }
p e{ s.unlock }
s.lock(:EX); s.lock(:EX); p st(s); s.lock(:SH); p st(s); s.unlock; p st(s); s.unlock; s.unlock; p st(s)
t = Thread.new{ s.lock(:SH); sleep 0.3; s.unlock }; sleep 0.1
p s.try_lock(:EX), s.try_lock(:SH); s.unlock; t.join; p st(s)
p e{ s.lock(:UN) }
t2 = Thread.new{ s.lock(:EX); sleep 0.3; s.unlock }; sleep 0.1
p e{ s.unlock }; t2.join
o = Object.new.extend(Sync_m); p o.sync_mode, o.respond_to?(:lock), o.respond_to?(:synchronize)
r = []; th = (1..3).map{|i| Thread.new{ s.synchronize(:EX){ r << i; Thread.pass; r << i } } }; th.each{|x| x.join}; p r.size, r.each_slice(2).all?{|a, b| a == b}, st(s)
p s.instance_variables.sort
