; program chunked_cross_entropy, triton_kernel_wrapper_functional_proxy_1.loss_ptr: stale read (slice_scatter_3 reads slice_scatter_1 vs triton_kernel_wrapper_functional_proxy_1 loss_ptr=slice_13, carried then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(4) strides=(1) offset=8 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r745_byte () Int)
(declare-fun r745_0 () Int)
(declare-fun byte () Int)
(declare-fun w746_byte () Int)
(declare-fun w746_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s747_byte () Int)
(declare-fun s747_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s748_byte () Int)
(declare-fun s748_0 () Int)
(declare-fun held_byte2 () Int)
(declare-fun carried2 () Int)
(declare-fun s749_byte () Int)
(declare-fun s749_0 () Int)
(declare-fun held_byte3 () Int)
(declare-fun carried3 () Int)
(declare-fun s750_byte () Int)
(declare-fun s750_0 () Int)
(declare-fun held_byte4 () Int)
(declare-fun carried4 () Int)
(declare-fun s751_byte () Int)
(declare-fun s751_0 () Int)
(declare-fun held_byte5 () Int)
(declare-fun carried5 () Int)
(declare-fun s752_byte () Int)
(declare-fun s752_0 () Int)
(assert
 (let (($x618 (= byte (+ (+ 0 (* 4 (+ 0 (* r745_0 1)))) r745_byte))))
 (and (and (>= r745_0 0) (< r745_0 16)) (and (>= r745_byte 0) (< r745_byte 4)) $x618)))
(assert
 (let (($x604 (= byte (+ (+ 0 (* 4 (+ 4 (* w746_0 1)))) w746_byte))))
 (and (and (>= w746_0 0) (< w746_0 4)) (and (>= w746_byte 0) (< w746_byte 4)) $x604)))
(assert
 (let (($x420 (and (>= (- (div (- byte 0) 4) 4) 0) (< (div (- (div (- byte 0) 4) 4) 1) 4) (= (mod (- (div (- byte 0) 4) 4) 1) 0))))
 (let (($x310 (or false)))
 (or $x310 (not $x420)))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (= carried0 (+ (+ 0 (* 4 (+ 0 (* r745_0 1)))) held_byte0)))
(assert
 (let (($x527 (= carried0 (+ (+ 0 (* 4 (+ 0 (* s747_0 1)))) s747_byte))))
 (and (and (>= s747_0 0) (< s747_0 16)) (and (>= s747_byte 0) (< s747_byte 4)) $x527)))
(assert
 (let (($x689 (and (>= (- (div (- carried0 0) 4) 4) 0) (< (div (- (div (- carried0 0) 4) 4) 1) 4) (= (mod (- (div (- carried0 0) 4) 4) 1) 0))))
 (let (($x310 (or false)))
 (or $x310 (not $x689)))))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (= carried1 (+ (+ 0 (* 4 (+ 0 (* s747_0 1)))) held_byte1)))
(assert
 (let (($x509 (= carried1 (+ (+ 0 (* 4 (+ 0 (* s748_0 1)))) s748_byte))))
 (and (and (>= s748_0 0) (< s748_0 16)) (and (>= s748_byte 0) (< s748_byte 4)) $x509)))
(assert
 (let (($x374 (and (>= (- (div (- carried1 0) 4) 8) 0) (< (div (- (div (- carried1 0) 4) 8) 1) 4) (= (mod (- (div (- carried1 0) 4) 8) 1) 0))))
 (let (($x310 (or false)))
 (or $x310 (not $x374)))))
(assert
 (>= held_byte2 0))
(assert
 (< held_byte2 4))
(assert
 (= carried2 (+ (+ 0 (* 4 (+ 0 (* s748_0 1)))) held_byte2)))
(assert
 (let (($x599 (= carried2 (+ (+ 0 (* 4 (+ 8 (* s749_0 1)))) s749_byte))))
 (and (and (>= s749_0 0) (< s749_0 4)) (and (>= s749_byte 0) (< s749_byte 4)) $x599)))
(assert
 (>= held_byte3 0))
(assert
 (< held_byte3 4))
(assert
 (= carried3 (+ (+ 0 (* 4 (+ 8 (* s749_0 1)))) held_byte3)))
(assert
 (let (($x446 (= carried3 (+ (+ 0 (* 4 (+ 0 (* s750_0 1)))) s750_byte))))
 (and (and (>= s750_0 0) (< s750_0 16)) (and (>= s750_byte 0) (< s750_byte 4)) $x446)))
(assert
 (let (($x627 (and (>= (- (div (- carried3 0) 4) 12) 0) (< (div (- (div (- carried3 0) 4) 12) 1) 4) (= (mod (- (div (- carried3 0) 4) 12) 1) 0))))
 (let (($x310 (or false)))
 (or $x310 (not $x627)))))
(assert
 (>= held_byte4 0))
(assert
 (< held_byte4 4))
(assert
 (= carried4 (+ (+ 0 (* 4 (+ 0 (* s750_0 1)))) held_byte4)))
(assert
 (let (($x640 (= carried4 (+ (+ 0 (* 4 (+ 0 (* s751_0 1)))) s751_byte))))
 (and (and (>= s751_0 0) (< s751_0 16)) (and (>= s751_byte 0) (< s751_byte 4)) $x640)))
(assert
 (let (($x94 (and (>= (- (div (- carried4 0) 4) 12) 0) (< (div (- (div (- carried4 0) 4) 12) 1) 4) (= (mod (- (div (- carried4 0) 4) 12) 1) 0))))
 (let (($x310 (or false)))
 (or $x310 (not $x94)))))
(assert
 (>= held_byte5 0))
(assert
 (< held_byte5 4))
(assert
 (= carried5 (+ (+ 0 (* 4 (+ 0 (* s751_0 1)))) held_byte5)))
(assert
 (let (($x481 (= carried5 (+ (+ 0 (* 4 (+ 0 (* s752_0 1)))) s752_byte))))
(and (and (>= s752_0 0) (< s752_0 16)) (and (>= s752_byte 0) (< s752_byte 4)) $x481)))
(check-sat)
