/**
 * CardScript's small Lua library for the exported scripts, as functions of the runtime table `CS`
 * (sharedRuntime.ts writes them once per export, in the shared runtime file, after the locals they use:
 * the engine constants and `aux_next`). It only calls the engine's own API (Duel.*, Group.*, Card.*).
 * Written for CardScript; no EDOPro script is copied.
 *
 * Material and cost lines are tables `{ f = filter(tc, fc) -> 1 (fits) | 2 (fits as a Fusion Substitute)
 * | false, min = n, max = n | nil }`; a selection fits when every card takes one line, each line gets
 * between min and max cards, and at most one card stands in as a substitute.
 */
export const LUA_RUNTIME = String.raw`function CS.fits(cards,lines,fc)
  local counts={}
  for i=1,#lines do counts[i]=0 end
  local function search(k,subs)
    if k>#cards then
      for i,l in ipairs(lines) do
        if counts[i]<l.min or (l.max and counts[i]>l.max) then return false end
      end
      return true
    end
    for i,l in ipairs(lines) do
      if not l.max or counts[i]<l.max then
        local how=l.f(cards[k],fc)
        if how==1 or (how==2 and subs==0) then
          counts[i]=counts[i]+1
          if search(k+1,subs+(how==2 and 1 or 0)) then return true end
          counts[i]=counts[i]-1
        end
      end
    end
    return false
  end
  return search(1,0)
end
function CS.maxCount(lines,pool)
  local n=0
  for _,l in ipairs(lines) do
    if not l.max then return #pool end
    n=n+l.max
  end
  return n
end
function CS.contains(cards,c)
  for _,cc in ipairs(cards) do if cc==c then return true end end
  return false
end
function CS.toGroup(cards)
  local g=Group.CreateGroup()
  for _,tc in ipairs(cards) do g:AddCard(tc) end
  return g
end
-- Is there a selection that contains every card of chosen, takes the rest from pool, fits the lines and passes check?
function CS.extendable(chosen,pool,lines,check,fc)
  local rest={}
  for _,tc in ipairs(pool) do
    if not CS.contains(chosen,tc) then rest[#rest+1]=tc end
  end
  local limit=CS.maxCount(lines,pool)
  local sel={}
  for i,tc in ipairs(chosen) do sel[i]=tc end
  local function search(k)
    if #sel>limit then return false end
    if CS.fits(sel,lines,fc) and (not check or check(CS.toGroup(sel))) then return true end
    if k>#rest then return false end
    sel[#sel+1]=rest[k]
    if search(k+1) then sel[#sel]=nil return true end
    sel[#sel]=nil
    return search(k+1)
  end
  return search(1)
end
function CS.list(g)
  local cards={}
  if g then for tc in aux_next(g) do cards[#cards+1]=tc end end
  return cards
end
function CS.canPick(g,lines,check,fc)
  return CS.extendable({},CS.list(g),lines,check,fc)
end
-- The player picks one card at a time among those that still lead to a fitting selection; stops at the first fit.
function CS.pick(tp,g,lines,check,fc)
  local pool=CS.list(g)
  local chosen={}
  while not (#chosen>0 and CS.fits(chosen,lines,fc) and (not check or check(CS.toGroup(chosen)))) do
    local cand=Group.CreateGroup()
    for _,tc in ipairs(pool) do
      if not CS.contains(chosen,tc) then
        chosen[#chosen+1]=tc
        if CS.extendable(chosen,pool,lines,check,fc) then cand:AddCard(tc) end
        chosen[#chosen]=nil
      end
    end
    if #cand==0 then break end
    local sel=cand:Select(tp,1,1,nil)
    chosen[#chosen+1]=sel:GetFirst()
  end
  return CS.toGroup(chosen)
end
-- Several ways of choosing the materials (an Xyz Monster's alternative ones first, then its ordinary ones):
-- a card is offered while it still leads to a fit in one of them; returns the selection and the way it fits.
function CS.canPickAny(g,sets,fc)
  for _,set in ipairs(sets) do
    if set.ok and CS.canPick(g,set.lines,set.check,fc) then return true end
  end
  return false
end
function CS.pickAny(tp,g,sets,fc)
  local pool=CS.list(g)
  local chosen={}
  local function fitting()
    if #chosen==0 then return nil end
    for _,set in ipairs(sets) do
      if set.ok and CS.fits(chosen,set.lines,fc) and set.check(CS.toGroup(chosen)) then return set end
    end
    return nil
  end
  while true do
    local cand=Group.CreateGroup()
    for _,tc in ipairs(pool) do
      if not CS.contains(chosen,tc) then
        chosen[#chosen+1]=tc
        for _,set in ipairs(sets) do
          if set.ok and CS.extendable(chosen,pool,set.lines,set.check,fc) then cand:AddCard(tc) break end
        end
        chosen[#chosen]=nil
      end
    end
    if cand:GetCount()==0 then break end
    local tc
    if fitting() then
      -- A fitting selection that another way could still extend: the player may finish here or go on.
      tc=cand:SelectUnselect(CS.toGroup(chosen),tp,true,false,#chosen,#chosen+1)
      if not tc or not cand:IsContains(tc) then break end
    else
      tc=cand:Select(tp,1,1,nil):GetFirst()
    end
    chosen[#chosen+1]=tc
  end
  return CS.toGroup(chosen),fitting()
end
-- Card sets the costs draw from: the player's own cards in a location, the Release group for Tributes.
function CS.costPool(tp,c,cost)
  local g
  if cost.how=="tribute" and cost.side==1 then g=Duel.GetMatchingGroup(nil,tp,0,LOCATION_MZONE,nil)
  elseif cost.how=="tribute" then g=Duel.GetReleaseGroup(tp)
  elseif cost.materials and cost.zone==LOCATION_MZONE then g=Duel.GetMatchingGroup(Card.IsFaceup,tp,LOCATION_MZONE,cost.both and LOCATION_MZONE or 0,nil)
  else g=Duel.GetMatchingGroup(function(tc) return tc:IsLocation(cost.zone) and (not cost.up or not tc:IsLocation(LOCATION_EXTRA) or tc:IsFaceup()) end,tp,cost.zone,0,nil) end
  return g:Filter(function(tc)
    if cost.materials then
      if cost.how=="banish" then return tc:IsAbleToRemoveAsCost() end
      if cost.how=="shuffle" then return tc:IsAbleToDeckOrExtraAsCost() end
      return tc:IsAbleToGraveAsCost()
    end
    if not cost.f(tc) then return false end
    if cost.how=="banish" then return tc:IsAbleToRemoveAsCost() end
    if cost.how=="send" or cost.how=="discard" then return tc:IsAbleToGraveAsCost() end
    if cost.how=="tribute" then return tc:IsReleasable() end
    if cost.how=="hand" then return tc:IsAbleToHandAsCost() end
    return true
  end,c)
end
function CS.costLines(tp,c,costs)
  local pool=Group.CreateGroup()
  local lines={}
  for _,cost in ipairs(costs) do
    local g=CS.costPool(tp,c,cost)
    pool:AddCard(g)
    if cost.materials then
      for _,m in ipairs(cost.materials) do
        lines[#lines+1]={f=function(tc,fc) return g:IsContains(tc) and m.f(tc,fc) end,min=m.min,max=m.max,cost=cost}
      end
    else
      lines[#lines+1]={f=function(tc) return g:IsContains(tc) and 1 or false end,min=cost.min,max=cost.min,cost=cost}
    end
  end
  return pool,lines
end
-- The zone check plus every Contact Fusion cost's material conditions, over the whole selection.
function CS.costCheck(costs,zonecheck)
  return function(g)
    for _,cost in ipairs(costs) do if cost.cond and not cost.cond(g) then return false end end
    return zonecheck(g)
  end
end
function CS.canPayCosts(tp,c,costs,lp,zonecheck)
  if lp and lp>0 and not Duel.CheckLPCost(tp,lp) then return false end
  if #costs==0 then return zonecheck(Group.CreateGroup()) end
  local pool,lines=CS.costLines(tp,c,costs)
  return CS.canPick(pool,lines,CS.costCheck(costs,zonecheck),c)
end
-- Every card a cost could take (before it is paid: what a filter over the paid cards may refer to).
function CS.costCandidates(tp,c,costs)
  local pool=CS.costLines(tp,c,costs)
  return pool
end
-- Pays the costs; returns the cards they took.
function CS.payCosts(tp,c,costs,lp,zonecheck)
  if lp and lp>0 then Duel.PayLPCost(tp,lp) end
  if #costs==0 then return Group.CreateGroup() end
  local pool,lines=CS.costLines(tp,c,costs)
  local g=CS.pick(tp,pool,lines,CS.costCheck(costs,zonecheck),c)
  local paid=g:Clone()
  for _,cost in ipairs(costs) do
    local part=g:Filter(function(tc) return CS.costPool(tp,c,cost):IsContains(tc) end,nil)
    local take=part
    if not cost.materials and #part>cost.min then take=part:Select(tp,cost.min,cost.min,nil) end
    g=g-take
    if cost.materials then
      c:SetMaterial(take)
      if cost.how=="banish" then Duel.Remove(take,POS_FACEUP,REASON_COST+REASON_MATERIAL)
      elseif cost.how=="shuffle" then Duel.SendtoDeck(take,nil,2,REASON_COST+REASON_MATERIAL)
      else Duel.SendtoGrave(take,REASON_COST+REASON_MATERIAL) end
    elseif cost.how=="banish" then Duel.Remove(take,POS_FACEUP,REASON_COST)
    elseif cost.how=="tribute" then Duel.Release(take,REASON_COST)
    elseif cost.how=="discard" then Duel.SendtoGrave(take,REASON_COST+REASON_DISCARD)
    elseif cost.how=="hand" then Duel.SendtoHand(take,nil,REASON_COST)
    else Duel.SendtoGrave(take,REASON_COST) end
  end
  return paid
end
function CS.mzoneCheck(tp)
  return function(g) return Duel.GetMZoneCount(tp,g)>0 end
end
function CS.opponentZoneCheck(tp)
  return function(g) return Duel.GetMZoneCount(1-tp,g,tp)>0 end
end
function CS.extraCheck(tp,c)
  return function(g) return Duel.GetLocationCountFromEx(tp,tp,g,c)>0 end
end
-- A Main Deck monster summoned from its hand or its face-up Extra Deck: the zones of where it is now.
function CS.placeCheck(tp,c)
  if c:IsLocation(LOCATION_EXTRA) then return CS.extraCheck(tp,c) end
  return CS.mzoneCheck(tp)
end
-- A material line's extra conditions over the whole selection: including (filter, minimum), different and same values.
function CS.groupConditions(g,cond)
  for _,inc in ipairs(cond.including) do
    if g:FilterCount(inc.f,nil)<inc.min then return false end
  end
  local cards=CS.list(g)
  for _,get in ipairs(cond.different) do
    local seen={}
    for _,tc in ipairs(cards) do
      local v=get(tc)
      if seen[v] then return false end
      seen[v]=true
    end
  end
  for _,get in ipairs(cond.same) do
    for _,tc in ipairs(cards) do if get(tc)~=get(cards[1]) then return false end end
  end
  return true
end
function CS.tunerCount(g)
  return g:FilterCount(Card.IsType,nil,TYPE_TUNER)
end
-- The Tuners that must stay Tuners for the Synchro Summon of c: not those EFFECT_NONTUNER lets stand as non-Tuners.
function CS.fixedTunerCount(g,c,tp)
  return g:FilterCount(function(tc) return tc:IsType(TYPE_TUNER) and not tc:IsNotTuner(c,tp) end,nil)
end
function CS.levelSum(g,c)
  local sum=0
  for tc in aux_next(g) do sum=sum+tc:GetSynchroLevel(c) end
  return sum
end
-- Link Rating reachable by these materials: a non-Link Monster counts 1, a Link Monster 1 or its rating.
function CS.linkSumReaches(g,rating)
  local sums={[0]=true}
  for tc in aux_next(g) do
    local nxt={}
    for s,_ in pairs(sums) do
      nxt[s+1]=true
      if tc:IsType(TYPE_LINK) then nxt[s+tc:GetLink()]=true end
    end
    sums=nxt
  end
  return sums[rating]==true
end
`;

/**
 * `aux.Next` is EDOPro's; the bare engine has only `Group.GetFirst` / `Group.GetNext`, so the runtime and
 * the scripts iterate with this function instead.
 */
export const LUA_ITERATOR = String.raw`local function aux_next(g)
  local first=true
  return function()
    if first then first=false return g:GetFirst() end
    return g:GetNext()
  end
end
`;
