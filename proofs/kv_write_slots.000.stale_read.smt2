; program kv_write_slots, triton_kernel_wrapper_functional_proxy.dst_ptr: stale read (slice_scatter reads arg1_1 vs triton_kernel_wrapper_functional_proxy dst_ptr=slice_1, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r389_byte () Int)
(declare-fun r389_1 () Int)
(declare-fun r389_0 () Int)
(declare-fun byte () Int)
(declare-fun w390_byte () Int)
(declare-fun w390_1 () Int)
(declare-fun w390_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s391_byte () Int)
(declare-fun s391_1 () Int)
(declare-fun s391_0 () Int)
(assert
 (let ((?x559 (+ 0 (* 4 (+ 0 (+ (* r389_0 8) (* r389_1 1)))))))
 (and (and (>= r389_0 0) (< r389_0 16)) (and (>= r389_1 0) (< r389_1 8)) (and (>= r389_byte 0) (< r389_byte 4)) (= byte (+ ?x559 r389_byte)))))
(assert
 (let ((?x608 (+ 0 (* 4 (+ 16 (+ (* w390_0 8) (* w390_1 1)))))))
 (and (and (>= w390_0 0) (< w390_0 4)) (and (>= w390_1 0) (< w390_1 8)) (and (>= w390_byte 0) (< w390_byte 4)) (= byte (+ ?x608 w390_byte)))))
(assert
 (let (($x233 (= (mod (mod (- (div (- byte 0) 4) 16) 8) 1) 0)))
 (let (($x453 (< (div (mod (- (div (- byte 0) 4) 16) 8) 1) 8)))
 (let (($x533 (and (>= (- (div (- byte 0) 4) 16) 0) (< (div (- (div (- byte 0) 4) 16) 8) 4) $x453 $x233)))
 (or (or false) (not $x533))))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x559 (+ 0 (* 4 (+ 0 (+ (* r389_0 8) (* r389_1 1)))))))
 (= carried0 (+ ?x559 held_byte0))))
(assert
 (let ((?x481 (+ 0 (* 4 (+ 0 (+ (* s391_0 8) (* s391_1 1)))))))
(and (and (>= s391_0 0) (< s391_0 16)) (and (>= s391_1 0) (< s391_1 8)) (and (>= s391_byte 0) (< s391_byte 4)) (= carried0 (+ ?x481 s391_byte)))))
(check-sat)
