; program quantize_into_slice, triton_kernel_wrapper_functional_proxy.out_ptr: stale read (slice_scatter reads arg1_1 vs triton_kernel_wrapper_functional_proxy out_ptr=slice_1, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r550_byte () Int)
(declare-fun r550_1 () Int)
(declare-fun r550_0 () Int)
(declare-fun byte () Int)
(declare-fun w551_byte () Int)
(declare-fun w551_1 () Int)
(declare-fun w551_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s552_byte () Int)
(declare-fun s552_1 () Int)
(declare-fun s552_0 () Int)
(assert
 (let ((?x319 (+ 0 (* 1 (+ 0 (+ (* r550_0 16) (* r550_1 1)))))))
 (and (and (>= r550_0 0) (< r550_0 24)) (and (>= r550_1 0) (< r550_1 16)) (and (>= r550_byte 0) (< r550_byte 1)) (= byte (+ ?x319 r550_byte)))))
(assert
 (let ((?x165 (+ 0 (* 1 (+ 128 (+ (* w551_0 16) (* w551_1 1)))))))
 (and (and (>= w551_0 0) (< w551_0 8)) (and (>= w551_1 0) (< w551_1 16)) (and (>= w551_byte 0) (< w551_byte 1)) (= byte (+ ?x165 w551_byte)))))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 1))
(assert
 (let ((?x319 (+ 0 (* 1 (+ 0 (+ (* r550_0 16) (* r550_1 1)))))))
 (= observed (+ ?x319 held_byte))))
(assert
 (let ((?x1653 (+ 0 (* 1 (+ 0 (+ (* s552_0 16) (* s552_1 1)))))))
 (and (and (>= s552_0 0) (< s552_0 24)) (and (>= s552_1 0) (< s552_1 16)) (and (>= s552_byte 0) (< s552_byte 1)) (= observed (+ ?x1653 s552_byte)))))
(assert
 (let (($x544 (= (mod (mod (- (div (- byte 0) 1) 128) 16) 1) 0)))
(let (($x414 (< (div (mod (- (div (- byte 0) 1) 128) 16) 1) 16)))
(let (($x1209 (and (>= (- (div (- byte 0) 1) 128) 0) (< (div (- (div (- byte 0) 1) 128) 16) 8) $x414 $x544)))
(or (or false) (not $x1209))))))
(check-sat)
