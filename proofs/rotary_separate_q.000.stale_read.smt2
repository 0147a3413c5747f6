; program rotary_separate_q, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r365_byte () Int)
(declare-fun r365_1 () Int)
(declare-fun r365_0 () Int)
(declare-fun byte () Int)
(declare-fun w366_byte () Int)
(declare-fun w366_1 () Int)
(declare-fun w366_0 () Int)
(assert
 (let ((?x231 (+ 0 (* 4 (+ 0 (+ (* r365_0 8) (* r365_1 1)))))))
 (and (and (>= r365_0 0) (< r365_0 8)) (and (>= r365_1 0) (< r365_1 8)) (and (>= r365_byte 0) (< r365_byte 4)) (= byte (+ ?x231 r365_byte)))))
(assert
 (let ((?x503 (+ 0 (* 4 (+ 0 (+ (* w366_0 8) (* w366_1 1)))))))
 (and (and (>= w366_0 0) (< w366_0 8)) (and (>= w366_1 0) (< w366_1 8)) (and (>= w366_byte 0) (< w366_byte 4)) (= byte (+ ?x503 w366_byte)))))
(assert
 (let (($x529 (= (mod (mod (- (div (- byte 0) 4) 0) 8) 1) 0)))
(let (($x512 (< (div (mod (- (div (- byte 0) 4) 0) 8) 1) 8)))
(let (($x194 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 8) 8) $x512 $x529)))
(or (or false) (not $x194))))))
(check-sat)
