; program kv_write_old_scores, triton_kernel_wrapper_functional_proxy.dst_ptr: stale read (slice_scatter reads arg0_1 vs triton_kernel_wrapper_functional_proxy dst_ptr=slice_1, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r415_byte () Int)
(declare-fun r415_1 () Int)
(declare-fun r415_0 () Int)
(declare-fun byte () Int)
(declare-fun w416_byte () Int)
(declare-fun w416_1 () Int)
(declare-fun w416_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s417_byte () Int)
(declare-fun s417_1 () Int)
(declare-fun s417_0 () Int)
(assert
 (let ((?x116 (+ 0 (* 4 (+ 0 (+ (* r415_0 8) (* r415_1 1)))))))
 (and (and (>= r415_0 0) (< r415_0 16)) (and (>= r415_1 0) (< r415_1 8)) (and (>= r415_byte 0) (< r415_byte 4)) (= byte (+ ?x116 r415_byte)))))
(assert
 (let ((?x193 (+ 0 (* 4 (+ 32 (+ (* w416_0 8) (* w416_1 1)))))))
 (and (and (>= w416_0 0) (< w416_0 4)) (and (>= w416_1 0) (< w416_1 8)) (and (>= w416_byte 0) (< w416_byte 4)) (= byte (+ ?x193 w416_byte)))))
(assert
 (let (($x348 (= (mod (mod (- (div (- byte 0) 4) 32) 8) 1) 0)))
 (let (($x53 (< (div (mod (- (div (- byte 0) 4) 32) 8) 1) 8)))
 (let (($x206 (and (>= (- (div (- byte 0) 4) 32) 0) (< (div (- (div (- byte 0) 4) 32) 8) 4) $x53 $x348)))
 (or (or false) (not $x206))))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x116 (+ 0 (* 4 (+ 0 (+ (* r415_0 8) (* r415_1 1)))))))
 (= carried0 (+ ?x116 held_byte0))))
(assert
 (let ((?x321 (+ 0 (* 4 (+ 0 (+ (* s417_0 8) (* s417_1 1)))))))
(and (and (>= s417_0 0) (< s417_0 16)) (and (>= s417_1 0) (< s417_1 8)) (and (>= s417_byte 0) (< s417_byte 4)) (= carried0 (+ ?x321 s417_byte)))))
(check-sat)
