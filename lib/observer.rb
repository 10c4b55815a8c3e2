# observer.rb - the Observer pattern: an Observable object notifies its
# observers (objects responding to update) when it has changed.

module Observable
  def add_observer(observer)
    @observer_peers = [] unless defined? @observer_peers
    unless observer.respond_to? :update
      raise NoMethodError, "observer needs to respond to `update'"
    end
    @observer_peers.push observer
  end

  def delete_observer(o)
    @observer_peers.delete o if defined? @observer_peers
  end

  def delete_observers
    @observer_peers.clear if defined? @observer_peers
  end

  def count_observers
    if defined? @observer_peers
      @observer_peers.size
    else
      0
    end
  end

  def changed(state = true)
    @observer_state = state
  end

  def changed?
    if defined? @observer_state and @observer_state
      true
    else
      false
    end
  end

  def notify_observers(*arg)
    if defined? @observer_state and @observer_state
      if defined? @observer_peers
        @observer_peers.dup.each { |i| i.update(*arg) }
      end
      @observer_state = false
    end
  end
end
