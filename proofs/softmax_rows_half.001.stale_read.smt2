; program softmax_rows_half, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (slice_scatter reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r489_byte () Int)
(declare-fun r489_1 () Int)
(declare-fun r489_0 () Int)
(declare-fun byte () Int)
(declare-fun w490_byte () Int)
(declare-fun w490_1 () Int)
(declare-fun w490_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s491_byte () Int)
(declare-fun s491_1 () Int)
(declare-fun s491_0 () Int)
(assert
 (let ((?x1181 (+ 0 (* 4 (+ 0 (+ (* r489_0 16) (* r489_1 1)))))))
 (and (and (>= r489_0 0) (< r489_0 8)) (and (>= r489_1 0) (< r489_1 16)) (and (>= r489_byte 0) (< r489_byte 4)) (= byte (+ ?x1181 r489_byte)))))
(assert
 (let ((?x1150 (+ 0 (* 4 (+ 0 (+ (* w490_0 16) (* w490_1 1)))))))
 (and (and (>= w490_0 0) (< w490_0 4)) (and (>= w490_1 0) (< w490_1 16)) (and (>= w490_byte 0) (< w490_byte 4)) (= byte (+ ?x1150 w490_byte)))))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (let ((?x1181 (+ 0 (* 4 (+ 0 (+ (* r489_0 16) (* r489_1 1)))))))
 (= observed (+ ?x1181 held_byte))))
(assert
 (let ((?x1282 (+ 0 (* 4 (+ 0 (+ (* s491_0 16) (* s491_1 1)))))))
 (and (and (>= s491_0 0) (< s491_0 8)) (and (>= s491_1 0) (< s491_1 16)) (and (>= s491_byte 0) (< s491_byte 4)) (= observed (+ ?x1282 s491_byte)))))
(assert
 (let (($x1145 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
(let (($x1069 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 16)))
(let (($x704 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 4) $x1069 $x1145)))
(or (or false) (not $x704))))))
(check-sat)
