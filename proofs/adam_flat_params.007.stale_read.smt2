; program adam_flat_params, triton_kernel_wrapper_functional_proxy.v_ptr: stale read (slice_scatter_2 reads arg3_1 vs triton_kernel_wrapper_functional_proxy v_ptr=slice_4, carried then sizes=(64) strides=(1) offset=0 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r548_byte () Int)
(declare-fun r548_0 () Int)
(declare-fun byte () Int)
(declare-fun w549_byte () Int)
(declare-fun w549_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s550_byte () Int)
(declare-fun s550_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s551_byte () Int)
(declare-fun s551_0 () Int)
(assert
 (let (($x449 (= byte (+ (+ 0 (* 4 (+ 0 (* r548_0 1)))) r548_byte))))
 (and (and (>= r548_0 0) (< r548_0 64)) (and (>= r548_byte 0) (< r548_byte 4)) $x449)))
(assert
 (let (($x255 (= byte (+ (+ 0 (* 4 (+ 0 (* w549_0 1)))) w549_byte))))
 (and (and (>= w549_0 0) (< w549_0 32)) (and (>= w549_byte 0) (< w549_byte 4)) $x255)))
(assert
 (let (($x511 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 32) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
 (let (($x62 (or false)))
 (or $x62 (not $x511)))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (= carried0 (+ (+ 0 (* 4 (+ 0 (* r548_0 1)))) held_byte0)))
(assert
 (let (($x495 (= carried0 (+ (+ 0 (* 4 (+ 0 (* s550_0 1)))) s550_byte))))
 (and (and (>= s550_0 0) (< s550_0 64)) (and (>= s550_byte 0) (< s550_byte 4)) $x495)))
(assert
 (let (($x222 (and (>= (- (div (- carried0 0) 4) 32) 0) (< (div (- (div (- carried0 0) 4) 32) 1) 32) (= (mod (- (div (- carried0 0) 4) 32) 1) 0))))
 (let (($x62 (or false)))
 (or $x62 (not $x222)))))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (= carried1 (+ (+ 0 (* 4 (+ 0 (* s550_0 1)))) held_byte1)))
(assert
 (let (($x605 (= carried1 (+ (+ 0 (* 4 (+ 0 (* s551_0 1)))) s551_byte))))
(and (and (>= s551_0 0) (< s551_0 64)) (and (>= s551_byte 0) (< s551_byte 4)) $x605)))
(check-sat)
