; program fused_gate_up_bwd_in_place, triton_kernel_wrapper_functional_proxy.dy_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy dy_ptr=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r996_byte () Int)
(declare-fun r996_1 () Int)
(declare-fun r996_0 () Int)
(declare-fun byte () Int)
(declare-fun w997_byte () Int)
(declare-fun w997_1 () Int)
(declare-fun w997_0 () Int)
(assert
 (let ((?x667 (+ 0 (* 4 (+ 0 (+ (* r996_0 32) (* r996_1 1)))))))
 (and (and (>= r996_0 0) (< r996_0 4)) (and (>= r996_1 0) (< r996_1 32)) (and (>= r996_byte 0) (< r996_byte 4)) (= byte (+ ?x667 r996_byte)))))
(assert
 (let ((?x439 (+ 0 (* 4 (+ 0 (+ (* w997_0 32) (* w997_1 1)))))))
 (and (and (>= w997_0 0) (< w997_0 4)) (and (>= w997_1 0) (< w997_1 32)) (and (>= w997_byte 0) (< w997_byte 4)) (= byte (+ ?x439 w997_byte)))))
(assert
 (let (($x391 (= (mod (mod (- (div (- byte 0) 4) 0) 32) 1) 0)))
(let (($x376 (< (div (mod (- (div (- byte 0) 4) 0) 32) 1) 32)))
(let (($x442 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 32) 4) $x376 $x391)))
(or (or false) (not $x442))))))
(check-sat)
