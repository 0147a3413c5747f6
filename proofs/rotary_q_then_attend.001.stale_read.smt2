; program rotary_q_then_attend, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r190_byte () Int)
(declare-fun r190_1 () Int)
(declare-fun r190_0 () Int)
(declare-fun byte () Int)
(declare-fun w191_byte () Int)
(declare-fun w191_1 () Int)
(declare-fun w191_0 () Int)
(assert
 (let ((?x244 (+ 0 (* 4 (+ 0 (+ (* r190_0 24) (* r190_1 1)))))))
 (and (and (>= r190_0 0) (< r190_0 8)) (and (>= r190_1 0) (< r190_1 24)) (and (>= r190_byte 0) (< r190_byte 4)) (= byte (+ ?x244 r190_byte)))))
(assert
 (let ((?x113 (+ 0 (* 4 (+ 0 (+ (* w191_0 24) (* w191_1 1)))))))
 (and (and (>= w191_0 0) (< w191_0 8)) (and (>= w191_1 0) (< w191_1 8)) (and (>= w191_byte 0) (< w191_byte 4)) (= byte (+ ?x113 w191_byte)))))
(assert
 (let (($x290 (= (mod (mod (- (div (- byte 0) 4) 0) 24) 1) 0)))
(let (($x64 (< (div (mod (- (div (- byte 0) 4) 0) 24) 1) 24)))
(let (($x278 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 24) 8) $x64 $x290)))
(or (or false) (not $x278))))))
(check-sat)
